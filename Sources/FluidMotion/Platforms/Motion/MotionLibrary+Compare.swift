/// Motion's rows of `compare`: a spring as `{ visualDuration, bounce }` and as
/// `{ duration, bounce }`, each "—" where Motion's bounce or duration clamp cannot write it.
extension MotionLibraryPlatform {
    public var compareForms: [PlatformCompareForm] {
        [PlatformCompareForm(place: 1, .motionVisualDuration), PlatformCompareForm(place: 2, .motionDuration)]
    }
}
