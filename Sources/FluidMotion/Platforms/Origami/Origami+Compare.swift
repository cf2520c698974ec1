/// Origami's row of `compare`: a spring in Origami's tension and friction, which every
/// spring has. It comes first of the platforms' rows, before Motion's.
extension OrigamiPlatform {
    public var compareForms: [PlatformCompareForm] { [PlatformCompareForm(place: 0, .origamiTensionFriction)] }
}
