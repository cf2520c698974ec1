import FluidMotion

/// What a recording's reader says of it before a frame is decoded.
public struct RecordingFacts: Sendable, Equatable {
    /// The frames' size as they are shown (a rotation the file asks for applied), in pixels.
    public var width: Int
    public var height: Int
    /// Seconds, when the file says.
    public var duration: Double?

    public init(width: Int, height: Int, duration: Double?) {
        self.width = width
        self.height = height
        self.duration = duration
    }
}

/// Which pixels of each frame a pass over a recording streams.
public enum RecordingFrames: Sendable, Equatable {
    /// Whole frames shrunk by a whole `factor`: the columns and rows past the last multiple
    /// of it at the right and bottom left out, each pixel the mean of a factor × factor square
    /// (a factor of 1: the frames as they are).
    case reduced(factor: Int)
    /// Only this rectangle of each frame, at full size.
    case cropped(PixelRect)
}

/// Why a recording could not be read, in words a designer can act on.
public struct RecordingReadError: Error, Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// No decoder (ffmpeg) was found.
        case noDecoder
        /// The file could not be opened, or the notebook may not read it (the same rules
        /// and words as a CSV file's).
        case cannotOpen
        /// The decoder could not read it as a video.
        case undecodable
        /// Ctrl-C; the decoder was stopped.
        case interrupted
    }

    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
}

/// A recording opened for reading, its frames streamed as often as asked, never held whole.
public protocol OpenedRecording {
    var facts: RecordingFacts { get }
    /// Streams the frames in the order they are shown, each with its time (s) as the stream
    /// stamps it; `each` returns false to stop early. `interrupted` is asked while waiting.
    func frames(_ which: RecordingFrames, interrupted: (@Sendable () -> Bool)?,
                _ each: (GreyFrame, Double) -> Bool) throws(RecordingReadError)
    /// Lets go of the file.
    func close()
}

/// Opens the recording at a path as the user wrote it (`trace(video: "open.mov")`); the
/// closure is asked for Ctrl-C while the recording's facts are read.
public typealias RecordingReader = @Sendable (String, (@Sendable () -> Bool)?) throws(RecordingReadError) -> any OpenedRecording
