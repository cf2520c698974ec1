/// A function value: a user's definition or lambda, a builtin used as a value, or a
/// function made by a builtin (`velocity(s)` is a function of time).
public struct FunctionValue: Sendable {
    public enum Body: Sendable {
        /// `f(x) = …` or `x -> …`. `captured` holds the local names a lambda saw when it was made;
        /// globals are looked up when it is called.
        case user(parameters: [String], body: Expression, captured: [(name: String, value: Value)])
        /// A builtin function used as a value: `plot sqrt`.
        case builtin(String)
        /// A function computed natively; `source` is a lambda that recreates it.
        case native(arity: Int, source: String, implementation: @Sendable (CallArguments) throws(Diagnostic) -> Value)
    }

    /// The name it was defined with (`f` for `f(x) = …`); nil for lambdas.
    public var name: String?
    public var body: Body
    /// A natural domain for plotting, e.g. 0 … 1.2 × settle time for `velocity(s)`.
    public var domain: RangeValue?
    /// The unit its results are best shown in, when known.
    public var outputUnit: Unit?
    /// What the values a lambda captured hold, measured once when it is made (see
    /// ``Limits/measure(_:)``): closures wrapping closures line after line are then
    /// measured in one step each, not by walking every closure inside.
    let held: Limits.Measure

    public init(name: String? = nil, body: Body, domain: RangeValue? = nil, outputUnit: Unit? = nil) {
        self.name = name
        self.body = body
        self.domain = domain
        self.outputUnit = outputUnit
        if case .user(_, _, let captured) = body {
            held = captured.reduce(into: Limits.Measure(weight: 1, depth: 0)) { total, entry in
                let inner = Limits.exact.measure(entry.value)
                total.weight = Limits.adding(total.weight, inner.weight)
                total.depth = max(total.depth, inner.depth + 1)
            }
        } else {
            held = Limits.Measure()
        }
    }

    /// How many arguments it takes; nil when a builtin takes several forms.
    public var arity: Int? {
        switch body {
        case .user(let parameters, _, _): return parameters.count
        case .builtin(let name): return Builtins.table[name]?.arity
        case .native(let arity, _, _): return arity
        }
    }
}
