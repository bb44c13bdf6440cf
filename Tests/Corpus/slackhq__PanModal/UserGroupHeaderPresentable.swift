//
//  UserGroupHeaderPresentable.swift
//  PanModal
//
//  Created by Tosin Afolabi on 2/26/19.
//  Copyright © 2019 PanModal. All rights reserved.
//

import UIKit

struct UserGroupHeaderPresentable: Equatable {

    let handle: String
    let description: String
    let memberCount: Int

}
