/// Messages about the gesture models' arguments (pauseDetector, forceButton, drawerRelease,
/// cellsRelease) that their descriptors' ranges do not state alone.
extension Messages {
    static let pauseNegative = outsideRange("speed and offset must not be negative")
    static let forceWidths = outsideRange("minWidth must be positive and maxWidth at least minWidth")
    static let drawerPositionsEqual = Message(.drawerPositionsEqual, "open and closed must be different positions")
    static let cellDistancesEmpty = Message(.cellDistancesEmpty, "give at least one cell distance, like distances: [0pt, 80pt, 160pt]")
    static let tooManyCells = outsideRange("at most 100 cells")
}
