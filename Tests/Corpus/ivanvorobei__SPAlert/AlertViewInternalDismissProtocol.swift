import UIKit

protocol AlertViewInternalDismissProtocol {
    
    func dismiss(customCompletion: (()->Void)?)
}
