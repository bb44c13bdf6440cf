/// How a ``Solver`` trades non-required constraints off against each other.
public enum StrengthModel: Sendable, Equatable {
    /// kiwi's model: one objective, the sum of each constraint's error times its strength. A
    /// strong constraint outweighs a weaker one, but enough weaker ones can outweigh it.
    case weighted

    /// Auto Layout's model: each distinct strength is a priority level, and a higher level is
    /// satisfied as well as it can be before any lower one is considered (a lexicographic
    /// objective), however many lower constraints there are. Within a level the errors count
    /// equally. Apple documents priorities this way: "Higher priority constraints are
    /// satisfied before lower priority constraints; … the constraint-based layout system will
    /// attempt to minimize abs(a-b)" (NSLayoutConstraint.priority).
    case prioritized
}
