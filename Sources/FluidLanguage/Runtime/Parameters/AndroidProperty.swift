import FluidMotion

/// What Android animates, for its minimum visible change (DynamicAnimation.MIN_VISIBLE_CHANGE_*).
enum AndroidProperty: String, Sendable, CaseIterable {
    case pixels, alpha, scale, rotation

    var minimumVisibleChange: Float {
        switch self {
        case .pixels: return AndroidSpringAnimation.pixels
        case .alpha: return AndroidSpringAnimation.alpha
        case .scale: return AndroidSpringAnimation.scale
        case .rotation: return AndroidSpringAnimation.rotationDegrees
        }
    }
}
