import Foundation

extension ThreadIdentity {
    /// The Swift concurrency task the caller runs in, if any.
    public static var currentTask: ThreadViolation.TaskDescription? {
        withUnsafeCurrentTask { task in
            guard let task else { return nil }
            let priority = task.basePriority
            return ThreadViolation.TaskDescription(priority: Int(priority.rawValue), priorityName: name(of: priority),
                                                   isMainActor: isOnMainQueue)
        }
    }

    private static func name(of priority: TaskPriority) -> String {
        switch priority {
        case .high: "high"
        case .medium: "medium"
        case .low: "low"
        case .background: "background"
        default: "\(priority.rawValue)"
        }
    }
}
