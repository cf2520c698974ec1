import FluidMotion

/// The knobs of `trace(video: …)`: how a screen recording is read as a trace.
extension ParameterDescriptor where Value == Double {
    /// Pixels per point: a phone's screen recording has 2 or 3.
    static let recordingScale = ParameterDescriptor(
        "scale", .plain, default: 1,
        range: ParameterRange(lower: .open(0), upper: .closed(100), "a positive number up to 100", reason: "3 is a phone's screen at 3 pixels a point"),
        example: "3", "pixels per point of the recording (2 or 3 for a phone's screen)")

    /// Where the part of the recording that is read starts.
    static let recordingFrom = ParameterDescriptor(
        "from", .time, range: ParameterRange(lower: .closed(0), upper: nil, "a time of 0 or more"), example: "1.2s",
        "read from this time of the recording on (the trace starts at 0 there)")

    /// Where it ends.
    static let recordingTo = ParameterDescriptor(
        "to", .time, range: ParameterRange(lower: .open(0), upper: nil, "a positive time"), example: "2.5s", "read up to this time of the recording")

    /// Every one of this family, for the catalogue's consistency test.
    static let recordingParameters: [ParameterDescriptor] = [.recordingScale, .recordingFrom, .recordingTo]
}

extension ChoiceDescriptor {
    /// What of the thing that moves is read.
    static let recordingProperty = ChoiceDescriptor(
        "property", choices: TrackedProperty.allCases,
        "what to read of the thing that moves: its position (pt), its progress (0 at the release, 1 at the end, as a spring's curve), "
            + "its scale (1 at its last size) or its opacity (1 at its most opaque)")

    /// Along which axis.
    static let recordingAxis = ChoiceDescriptor(
        "axis", choices: TrackedAxis.allCases, "the axis to read along (x across, y down); left out, the one the thing travels further along")
}
