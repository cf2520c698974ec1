import FluidLanguage
import Pictures

extension PlayCommand {
    /// `play …, to: "drawer.gif"` (or `"drawer.png"`, `"drawer.apng"`): the motion as a
    /// looping animation (`PlayPicture`), written atomically where the session may write (a
    /// replayed notebook only inside its project). GIF at 50 frames a second (delays of 2
    /// hundredths: browsers slow anything shorter to 10), animated PNG at exactly 60; the
    /// rest frame is held half a second. At most 20 s of wall time and 1,600 frames.
    ///
    /// Bounded before anything is painted: the destination is checked and its temporary file
    /// created first (a refused write costs nothing), and the animation's pixels (frames ×
    /// width × height) must stay within ``animationPixels``. Frames are painted,
    /// encoded and written one at a time (memory: two frames, whatever the length); Ctrl-C
    /// is checked before each frame and stops the line with the temporary removed and the
    /// destination as it was.
    static func writeAnimation(_ model: PlayModel, to file: String, span: SourceSpan, in context: CommandContext) throws(Diagnostic) -> Response {
        let fileAccess = context.fileAccess
        let lowered = file.lowercased()
        let gif = lowered.hasSuffix(".gif"), apng = lowered.hasSuffix(".png") || lowered.hasSuffix(".apng")
        guard gif || apng else {
            throw Diagnostic(Messages.animationFileKind(svg: lowered.hasSuffix(".svg")), span)
        }
        guard model.wallDuration <= 20 else {
            throw Diagnostic(Messages.animationTooLong(ValueFormatter(digits: 3).time(model.wallDuration)), span)
        }
        let fps = gif ? 50.0 : 60.0
        let picture = PlayPicture(model: model)
        let count = picture.frameCount(fps: fps)
        let pixels = count * picture.width * picture.height
        guard pixels <= Self.animationPixels else {
            throw Diagnostic(Messages.animationTooLarge(millions: Self.animationPixels / 1_000_000, frames: count,
                                                        width: picture.width, height: picture.height), span)
        }
        let path = NotebookPlace.absolute(file, in: context.folder)
        if let problem = fileAccess.problem(writing: path) {
            throw Diagnostic(Messages.cannotWriteFile(file, problem), span)
        }
        let writer: AtomicFile.Writer
        do {
            writer = try AtomicFile.Writer(path: path, keepPrevious: false, access: fileAccess)
        } catch {
            throw Diagnostic(Messages.writeFailed(error.description), span)
        }
        do throws(AtomicFile.WriteError) {
            if gif {
                var encoder = GIF.Writer(width: picture.width, height: picture.height)
                try writer.write(encoder.header)
                for number in 0..<count {
                    if context.isInterrupted { break }
                    try writer.write(encoder.add(picture.frame(number: number, fps: fps), delay: number == count - 1 ? 50 : 2))
                }
                try writer.write(GIF.Writer.trailer)
            } else {
                var encoder = APNG.Writer(width: picture.width, height: picture.height, frames: count)
                try writer.write(encoder.header)
                for number in 0..<count {
                    if context.isInterrupted { break }
                    try writer.write(encoder.add(picture.frame(number: number, fps: fps), delay: number == count - 1 ? (1, 2) : (1, 60)))
                }
                try writer.write(APNG.Writer.trailer)
            }
            if context.isInterrupted {
                writer.discard()
                return .error(Messages.commandInterrupted("nothing was written (\(file) is as it was)"))
            }
            try writer.finish()
        } catch {
            writer.discard()
            throw Diagnostic(Messages.writeFailed(error.description), span)
        }
        let kind = gif ? "GIF, 50 fps" : "animated PNG, 60 fps"
        let seconds = ValueFormatter(digits: 3).time(Double(count - 1) / fps)
        let shown = context.shown(path, written: file)
        return .text("wrote the motion to \(shown) (\(kind), \(picture.width)×\(picture.height), \(count) frames: \(seconds) of motion, then half a second "
            + "at rest)")
    }

    /// The most pixels an animation may hold over all its frames (frames × width × height):
    /// 100 million, so a line stays within its 2 s. Measured on the release build (one core
    /// of a shared 2-core machine), the costliest case, twenty lanes fading (`as: opacity`,
    /// every frame changing across the whole track) to an animated PNG, paints and encodes
    /// 160 million pixels in 2.2 s; moving cards, which change a small box a frame, cost a
    /// third of that. A 640 px wide animation of one lane (72 px tall) holds the whole 20 s;
    /// of 20 lanes (1,136 px tall), 137 frames (2.7 s of GIF, 2.3 s of animated PNG).
    static let animationPixels = 100_000_000
}
