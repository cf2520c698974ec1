/// A way of writing a spring that one platform defines, as `SpringParameters.platform` holds
/// it: the values as written, and how they resolve to physics. Each is declared in its
/// platform's folder (`<Name>+SpringParameters.swift`), with the static function of
/// `SpringParameters` that makes it, so the platform's rule stays with the platform.
protocol PlatformSpringWriting: Hashable, Sendable {
    /// The spring the values write, checked: throws `MotionError` naming the written parameter
    /// that is out of range or makes the spring overflow.
    func resolved() throws(MotionError) -> ResolvedSpring
}

/// One platform's way of writing a spring (`PlatformSpringWriting`), compared by value: two
/// are equal when they are the same way with equal values.
public struct PlatformSpringParameters: Hashable, Sendable {
    let writing: any PlatformSpringWriting

    init(_ writing: any PlatformSpringWriting) {
        self.writing = writing
    }

    public static func == (a: PlatformSpringParameters, b: PlatformSpringParameters) -> Bool {
        AnyHashable(a.writing) == AnyHashable(b.writing)
    }

    public func hash(into hasher: inout Hasher) { AnyHashable(writing).hash(into: &hasher) }
}
