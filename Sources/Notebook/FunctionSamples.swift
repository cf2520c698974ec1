import FluidLanguage

/// A function of one variable sampled into numbers, as plots and `diff` draw it: NaN where
/// the function is undefined (`ln` of a negative, a division by zero), so the curve has a
/// gap there. Callers word the two ways it can fail, and the all-undefined case, in their
/// own terms.
struct FunctionSamples {
    var values: [Double]
    /// The dimension of the numbers; nil when every sample failed.
    var dimension: Dimension?
    /// Why the first undefined sample failed, if any did.
    var firstFailure: Diagnostic?

    enum Problem: Error {
        /// Numbers of two dimensions, the first one met and the other.
        case mixedDimensions(Dimension, Dimension)
        /// A sample that is not a number.
        case notANumber(Value)
    }

    static func sample(_ f: FunctionValue, at inputs: [Value], interpreter: Interpreter) throws(Problem) -> FunctionSamples {
        var samples = FunctionSamples(values: [], dimension: nil, firstFailure: nil)
        samples.values.reserveCapacity(inputs.count)
        for output in interpreter.sample(f, at: inputs) {
            switch output {
            case .failure(let error):
                if samples.firstFailure == nil { samples.firstFailure = error }
                samples.values.append(.nan)
            case .success(.number(let q)):
                if let dimension = samples.dimension, dimension != q.dimension { throw .mixedDimensions(dimension, q.dimension) }
                samples.dimension = q.dimension
                samples.values.append(q.value)
            case .success(let other):
                throw .notANumber(other)
            }
        }
        return samples
    }
}
