import FluidLanguage

/// One run of ffmpeg or ffprobe, to its end: its stdout's bytes handed on as they come, its
/// stderr read line by line for `showinfo`'s frames (each frame's presentation time and size)
/// and for its complaint, should it fail. Both pipes are waited on together (poll, a tenth of
/// a second at a time) so that neither fills while the other is read, and Ctrl-C is noticed
/// while ffmpeg works: the child is killed and reaped, and the run throws `interrupted`.
final class FFmpegConversation {
    /// The frames `showinfo` announced: time (s), width and height, in order.
    private(set) var frames: [(time: Double, width: Int, height: Int)] = []
    /// The child's last words that were not a frame's, for a failure's message.
    private var said: [String] = []
    /// Whether the child ended with a non-zero status (not stopped by us).
    private(set) var failed = false

    /// Runs `executable` with `arguments`, `file` as its descriptor 3. `wanted` says how many
    /// of stdout's bytes may be taken now (a frame's bytes wait for its `showinfo` line, which
    /// ffmpeg writes first); `output` takes them and returns false to stop the child.
    func run(_ executable: String, _ arguments: [String], file: OpenedFile, interrupted: (@Sendable () -> Bool)?,
             wanted: () -> Int, output: (UnsafeRawBufferPointer) -> Bool) throws(RecordingReadError) {
        let child: ChildProcess
        switch ChildProcess.start(executable, arguments, handing: file.descriptor, rewound: true) {
        case .success(let started): child = started
        case .failure(let error): throw RecordingReadError(.noDecoder, "cannot start \(arguments[0]): \(error.description)")
        }
        var outputOpen = true, errorsOpen = true, stopped = false
        var line: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        defer {
            if outputOpen || errorsOpen || stopped { child.kill() }
            let status = child.finish()
            if !stopped, let status, status != 0 { failed = true }
            if !stopped, status == nil { failed = true }
        }
        while outputOpen || errorsOpen {
            if let interrupted, interrupted() {
                stopped = true
                throw RecordingReadError(.interrupted, "interrupted")
            }
            // Once stderr is closed no line can come: stdout is read (and what no frame claims dropped).
            let allowed = errorsOpen ? wanted() : Int.max
            let takeOutput = outputOpen && allowed > 0
            let watched = (takeOutput ? [child.output] : []) + (errorsOpen ? [child.errors] : [])
            if watched.isEmpty { break }
            for descriptor in child.readable(watched, milliseconds: 100) {
                let limit = descriptor == child.output ? min(allowed, chunk.count) : chunk.count
                let count = chunk.withUnsafeMutableBytes { child.read(descriptor, into: $0, count: limit) } ?? 0
                if descriptor == child.errors {
                    if count == 0 { errorsOpen = false; continue }
                    for byte in chunk[..<count] {
                        if byte == 10 || byte == 13 {
                            heard(line)
                            line.removeAll(keepingCapacity: true)
                        } else if line.count < 4096 {
                            line.append(byte)
                        }
                    }
                } else {
                    if count == 0 { outputOpen = false; continue }
                    let more = chunk.withUnsafeBytes { output(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
                    if !more {
                        stopped = true
                        return
                    }
                }
            }
        }
        if !line.isEmpty { heard(line) }
    }

    /// A line of stderr: a `showinfo` frame line (`… n: 3 pts: 3003 pts_time:0.1001 … s:320x240 …`)
    /// is a frame; any other is kept (the last three) as what ffmpeg said.
    private func heard(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard !text.isEmpty else { return }
        if text.contains("showinfo"), let time = Self.field("pts_time:", in: text).flatMap(Double.init),
           let size = Self.field(" s:", in: text) {
            let sides = size.split(separator: "x")
            if sides.count == 2, let width = Int(sides[0]), let height = Int(sides[1]), width > 0, height > 0 {
                frames.append((time, width, height))
            }
            return
        }
        if text.contains("showinfo") { return }
        said.append(String(text.prefix(300)))
        if said.count > 3 { said.removeFirst() }
    }

    /// The text after `key` up to the next space.
    static func field(_ key: String, in text: String) -> Substring? {
        guard let start = text.firstRange(of: key)?.upperBound else { return nil }
        return text[start...].prefix { $0 != " " }
    }

    /// What the child said last that reads as a complaint, its name for the file (`/dev/fd/3: `) left out.
    var complaint: String? {
        let words = said.last { $0.lowercased().contains("error") || $0.contains("Invalid") } ?? said.last
        return words.map { $0.replacing("/dev/fd/3: ", with: "") }
    }
}
