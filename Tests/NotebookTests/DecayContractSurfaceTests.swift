import Foundation
import FluidLanguage
import FluidMotion
import Testing
@testable import Notebook

/// Issue 29, item 1, at the notebook: for every decay model, the surfaces that show a decay's
/// end read the one end its curve has. FluidMotionTests' DecayContractTests hold each model's
/// `distance`, its curve at `stopTime()` and its frames builtin's last frame to the platform's
/// own figures; here `d.distance`, `d.stop`, the `decays` table's entry, `compare`'s row and
/// the JSON export's decay and measures must be those same numbers (not near them), and the
/// curve must stand on its distance from its stop on.
@Suite struct DecayContractSurfaceTests {
    static let velocities = [1200.0, -450.0]

    static func binding(_ session: Session, _ name: String) -> Value? {
        session.interpreter.bindings.last { $0.name == name }?.value
    }

    static func number(_ session: Session, _ line: String) throws -> Double {
        #expect(!session.run("n = \(line)").failed, "\(line)")
        guard case .number(let quantity)? = binding(session, "n") else { throw Failure("\(line) is not a number") }
        return quantity.value
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// The number the JSON export writes for `key` in `name`'s `member` object ("decay", "measures"),
    /// read from the text with `Double(_:)` (JSONSerialization's parse can be an ulp or more off).
    static func exported(_ session: Session, _ name: String, _ member: String, _ key: String) throws -> Double {
        let response = session.run("export \(name) json")
        #expect(!response.failed, "\(response.text)")
        let text = response.text
        guard let object = text.range(of: "\"\(member)\": {"),
              let field = text.range(of: "\"\(key)\": ", range: object.upperBound..<text.endIndex) else {
            throw Failure("no \(member).\(key) in the export of \(name): \(text)")
        }
        let digits = text[field.upperBound...].prefix { !",}\n ".contains($0) }
        guard let value = Double(String(digits)) else { throw Failure("\(member).\(key) is \(digits)") }
        return value
    }

    @Test(arguments: MotionPlatforms.decayModels.map(\.word))
    func everySurfaceReadsTheCurvesOneEnd(_ word: String) throws {
        let session = makeSession()
        for velocity in Self.velocities {
            let label = "\(word) \(velocity)"
            let line = "d = decay(\(velocity)pt/s, model: \(word))"
            #expect(!session.run(line).failed, "\(line)")
            guard case .decay(let value)? = Self.binding(session, "d") else { Issue.record("\(label): no decay"); continue }
            let curve = value.decay
            // The curve stands on its distance, at rest, from its stop on.
            let stop = curve.stopTime()
            #expect(curve.position(at: stop + 1) == curve.distance, "\(label): after its stop at \(curve.position(at: stop + 1))")
            #expect(curve.velocity(at: stop + 1) == 0, "\(label): moving after its stop")
            // Members, and compare's rows, which print the same members.
            #expect(try Self.number(session, "d.distance") == curve.distance, "\(label)")
            #expect(try Self.number(session, "d.stop") == stop, "\(label)")
            let shown = session.run("d.distance").text.trimmingCharacters(in: .whitespacesAndNewlines)
            let compared = session.run("compare d, d").lines.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("distance") }
            #expect(compared?.contains(shown) == true, "\(label): compare's distance row \(compared ?? "none"), d.distance \(shown)")
            // The decays table, where the model is one of its columns (with its defaults).
            #expect(!session.run("all = decays(\(velocity)pt/s)").failed)
            if case .list(let all)? = Self.binding(session, "all") {
                for case .decay(let entry) in all where entry.model.rawValue == word {
                    #expect(entry.decay.distance == curve.distance && entry.decay.stopTime() == stop, "\(label): decays shows \(entry.decay.distance)")
                }
            }
            // The JSON export: the decay's distance and duration, and its measures' target and settle.
            #expect(try Self.exported(session, "d", "decay", "distance") == curve.distance, "\(label): the export's distance")
            #expect(try Self.exported(session, "d", "decay", "duration") == stop, "\(label): the export's duration")
            #expect(try Self.exported(session, "d", "measures", "target") == curve.distance, "\(label): the export's target")
            #expect(try Self.exported(session, "d", "measures", "settle") == stop, "\(label): the export's settle")
        }
    }
}
