import ThreadChecker

/// Who an off-main UI call belongs to — the one place that decides: the simulation of the object
/// it touched, else the simulation whose background work made it; and the configuration it
/// follows — that simulation's, else the calling task's (`MainlineConfiguration.current`).
///
/// Read holding the main turn (an object's simulation is turn-confined state).
struct ViolationOwner {
    /// The simulation that counts the call (nil: none; the process's records and the calling
    /// scope's keep it).
    let context: SimulationContext?
    let configuration: MainlineConfiguration

    static func of(_ object: AnyObject?) -> ViolationOwner {
        if let owner = SimulationContext.owningContext(of: object), !owner.isDetached {
            return ViolationOwner(context: owner, configuration: owner.configuration)
        }
        if let task = BackgroundTask.current, let owner = task.context {
            return ViolationOwner(context: owner, configuration: owner.configuration)
        }
        return ViolationOwner(context: nil, configuration: .scoped)
    }

    /// Reports an off-main call of `api` on `object`: to the checker, for the owner's scope, and
    /// to the owner's simulation.
    @inline(never)
    static func report(_ api: StaticString, _ object: AnyObject?) {
        let owner = of(object)
        guard let hit = MainThreadChecker.shared.record(.offMainCall, api: api, object: object,
                                                        scope: owner.configuration.checkerScope) else { return }
        owner.context?.noteViolation(hit)
    }
}
