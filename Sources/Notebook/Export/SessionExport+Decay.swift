import FluidLanguage
import FluidMotion

extension SessionExport {
    /// A decay as the platforms' parts take it: its model's word, its release velocity (units
    /// per second) and its curve (of the model's own type).
    static func exportedDecay(_ value: DecayValue) -> ExportedDecay {
        ExportedDecay(model: value.model.declaration.word, velocity: value.velocity.value, curve: value.decay.curve)
    }

    /// Per platform that writes code, its decay's claim (or the nearest thing it has), under
    /// the platform's export target: the code parts' and the script parts' (`name` is the binding's).
    static func decayClaims(_ decay: ExportedDecay, name: String) -> [(String, JSONText)] {
        func key(_ platform: any MotionPlatform) -> String { platform.exportTarget?.rawValue ?? platform.name }
        let code = MotionPlatforms.all.flatMap { platform in platform.codeExports.map { (key(platform), $0.decay(name, name, decay).claim) } }
        let script = scriptParts.map { (key($0.platform), $0.part.decay(decay).claim) }
        return (code + script).map { ($0.0, JSONText.string($0.1)) }
    }
}
