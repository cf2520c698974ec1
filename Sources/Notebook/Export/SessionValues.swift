import FluidLanguage
import FluidMotion

/// A notebook's values for an app's tests, without the REPL (no libedit): replay
/// `drawer.fluid` as `fluid check` does and read its springs by name.
///
///     let drawer = try SessionValues(notebook: "Tests/drawer.fluid")
///     #expect(drawer.spring("open")?.dampingRatio == 0.75)
public struct SessionValues: Sendable {
    public let names: [String]
    private let values: [String: Value]

    /// Replays the notebook as `fluid check` does (its paths its own, its project its
    /// sandbox), writing no file (its saves and `to:` lines are skipped); throws the first
    /// failing line.
    public init(notebook path: String) throws(SessionExportProblem) {
        let session = SessionExport.confinedSession(for: path)
        if case .failure(let problem) = SessionExport.replaying(path, in: session) { throw problem }
        let bindings = session.interpreter.bindings
        names = bindings.map(\.name)
        values = Dictionary(bindings.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// The spring bound to `name`, in `FluidMotion`'s terms (mass, stiffness, damping, velocity).
    public func spring(_ name: String) -> Spring? {
        if case .spring(let value)? = values[name] { return value.spring }
        return nil
    }

    /// The decay bound to `name`, as a session export hands it to the platforms: its model's
    /// word, its release velocity (units per second) and its curve (`decayConstant`,
    /// `curve.distance`, `curve.restTime`).
    public func decay(_ name: String) -> ExportedDecay? {
        if case .decay(let value)? = values[name] { return SessionExport.exportedDecay(value) }
        return nil
    }

    /// The number bound to `name`, in its base unit (seconds, points, radians).
    public func number(_ name: String) -> Double? {
        if case .number(let quantity)? = values[name] { return quantity.value }
        return nil
    }
}
