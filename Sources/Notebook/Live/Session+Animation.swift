import FluidLanguage
import Pictures

extension Session {
    /// `play …, to: "drawer.gif"` (or `"drawer.png"`, `"drawer.apng"`): the motion as a
    /// looping animation (`PlayPicture`), written atomically where the session may write (a
    /// replayed notebook only inside its project). GIF at 50 frames a second (delays of 2
    /// hundredths: browsers slow anything shorter to 10), animated PNG at exactly 60; the
    /// rest frame is held half a second. At most 20 s of wall time and 1,600 frames.
    func writeAnimation(_ model: PlayModel, to file: String, span: SourceSpan) throws(Diagnostic) -> Response {
        let lowered = file.lowercased()
        let gif = lowered.hasSuffix(".gif"), apng = lowered.hasSuffix(".png") || lowered.hasSuffix(".apng")
        guard gif || apng else {
            throw Diagnostic(lowered.hasSuffix(".svg")
                             ? "motions are written as animations: to: \"…gif\" or \"…png\" (an animated PNG); plot …, to: writes an .svg"
                             : "to: names a .gif or a .png (an animated PNG) file, like to: \"drawer.gif\"", span)
        }
        guard model.wallDuration <= 20 else {
            throw Diagnostic("an animation holds at most 20 s; this motion plays for \(ValueFormatter(digits: 3).time(model.wallDuration)) (a smaller slow: shortens it)", span)
        }
        let fps = gif ? 50.0 : 60.0
        let picture = PlayPicture(model: model)
        let frames = picture.frames(fps: fps)
        let moving = frames.count - 1
        let bytes = gif
            ? GIF.encode(frames, delays: Array(repeating: 2, count: moving) + [50])
            : APNG.encode(frames, delays: Array(repeating: (1, 60), count: moving) + [(1, 2)])
        let path = NotebookPlace.absolute(file, in: folder)
        if let problem = fileAccess.problem(writing: path) {
            throw Diagnostic("cannot write \(file): " + problem, span)
        }
        do {
            try AtomicFile.write(bytes: bytes, to: path, keepPrevious: false, access: fileAccess)
        } catch {
            throw Diagnostic(error.description, span)
        }
        let kind = gif ? "GIF, 50 fps" : "animated PNG, 60 fps"
        let seconds = ValueFormatter(digits: 3).time(Double(moving) / fps)
        return .text("wrote the motion to \(shown(path, written: file)) (\(kind), \(picture.width)×\(picture.height), \(frames.count) frames: \(seconds) of motion, then half a second at rest)")
    }
}
