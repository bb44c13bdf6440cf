import Foundation

extension CGContext {
    /// Starts a PDF page of `size`: a fresh graphics state (no transform, the page as clip),
    /// no saved states and an empty path, as Core Graphics gives each page.
    func resetForPage(size: CGSize) {
        state = CGDrawingState(clipBoundingBox: CGRect(origin: .zero, size: size), ctm: .identity)
        savedStates = []
        currentPath = CGMutablePath()
    }
}
