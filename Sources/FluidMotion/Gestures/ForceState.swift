/// The states of the flashlight button of "Designing Fluid Interfaces".
public enum ForceState: String, Hashable, Sendable, CaseIterable {
    /// Ready to be activated (the default).
    case reset
    /// Pressed hard enough; waiting for the press to ease off.
    case activated
    /// Switched on or off; waiting for the force to drop before it can activate again.
    case confirmed
}
