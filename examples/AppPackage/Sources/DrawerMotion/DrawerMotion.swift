/// The drawer's motion: `Drawer` is generated from drawer.fluid at build time.
public enum DrawerMotion {
    /// How long the opening spring takes to come to rest within 0.1 %, for a layout pass
    /// that waits for it: from its damping ratio ζ and natural frequency ω₀ = 2π / response,
    /// the envelope e^(−ζω₀t) of an under-damped spring falls to 0.1 % at t = ln(1000) / (ζω₀).
    public static var openEnvelopeTime: Double {
        let omega = 2 * Double.pi / Drawer.openParameters.response
        return 6.907755278982137 / (Drawer.openParameters.dampingRatio * omega)
    }
}
