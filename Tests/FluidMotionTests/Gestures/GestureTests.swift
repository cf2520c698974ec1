import Testing
@testable import FluidMotion

@Suite("Gesture helpers")
struct GestureTests {
    @Test("relative velocity is the velocity over the distance left, 0 with no distance")
    func relative() {
        #expect(relativeVelocity(600, from: 100, to: 400) == 2)
        #expect(relativeVelocity(-600, from: 100, to: 400) == -2)
        #expect(relativeVelocity(600, from: 400, to: 100) == -2)
        #expect(relativeVelocity(600, from: 250, to: 250) == 0)
    }

    @Test("nearest corner by Euclidean distance; first on a tie; nil when empty")
    func nearestCorner() {
        let corners = [Point2(x: 20, y: 60), Point2(x: 355, y: 60), Point2(x: 20, y: 760), Point2(x: 355, y: 760)]
        #expect(nearest(to: Point2(x: 300, y: 100), in: corners) == 1)
        #expect(nearest(to: Point2(x: 30, y: 700), in: corners) == 2)
        // projected past the screen: still the closest corner
        #expect(nearest(to: Point2(x: 900, y: 2000), in: corners) == 3)
        #expect(nearest(to: Point2(x: 187.5, y: 60), in: corners) == 0)
        #expect(nearest(to: Point2(x: 0, y: 0), in: []) == nil)
        // huge coordinates do not overflow into a tie
        #expect(nearest(to: Point2(x: 1e300, y: 0), in: [Point2(x: -1e300, y: 0), Point2(x: 9e299, y: 0)]) == 1)
    }

    @Test("closest angle measures distance modulo a full turn")
    func angles() {
        let quarterTurns = [0, Double.pi / 2, Double.pi, 3 * Double.pi / 2]
        #expect(closestAngle(to: 0.2, in: quarterTurns) == 0)
        #expect(closestAngle(to: 2 * Double.pi - 0.1, in: quarterTurns) == 0)   // wraps past 2π
        #expect(closestAngle(to: -Double.pi / 2 + 0.1, in: quarterTurns) == 3)
        #expect(closestAngle(to: 7 * Double.pi + 0.1, in: quarterTurns) == 2)  // 3½ turns
        #expect(closestAngle(to: 1, in: []) == nil)
    }
}
