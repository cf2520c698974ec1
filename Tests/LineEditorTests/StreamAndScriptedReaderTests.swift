import Foundation
import LineEditor
import Testing

extension LineEditorTests {
    @Suite struct StreamLineReaderTests {
        private func reader(over bytes: [UInt8]) -> (StreamLineReader, Int32) {
            var ends: [Int32] = [0, 0]
            #expect(pipe(&ends) == 0)
            #expect(write(ends[1], bytes, bytes.count) == bytes.count)
            close(ends[1])
            return (StreamLineReader(fileDescriptor: ends[0]), ends[0])
        }

        @Test func readsLinesEndedByNewlinesOrCRLFAndALastUnendedLine() {
            let (reader, descriptor) = reader(over: Array("\u{FEFF}s = spring()\r\nplot s\n\nlast › ✓".utf8))
            defer { close(descriptor) }
            #expect(reader.readLine(prompt: "› ") == .line("s = spring()"))
            #expect(reader.readLine(prompt: "› ") == .line("plot s"))
            #expect(reader.readLine(prompt: "› ") == .line(""))
            #expect(reader.readLine(prompt: "› ") == .line("last › ✓"))
            #expect(reader.readLine(prompt: "› ") == .endOfInput)
            #expect(reader.readLine(prompt: "› ") == .endOfInput)
        }

        @Test func invalidUTF8BecomesReplacementCharacters() {
            let (reader, descriptor) = reader(over: [0x61, 0xFF, 0xC3, 0x0D, 0x0A, 0xE2, 0x9C, 0x93, 0x0A])
            defer { close(descriptor) }
            #expect(reader.readLine(prompt: "") == .line("a\u{FFFD}\u{FFFD}"))
            #expect(reader.readLine(prompt: "") == .line("✓"))
            #expect(reader.readLine(prompt: "") == .endOfInput)
        }

        @Test func linesLongerThanOneReadArriveWhole() {
            let long = String(repeating: "x", count: 200_000)
            var ends: [Int32] = [0, 0]
            #expect(pipe(&ends) == 0)
            defer { close(ends[0]) }
            let writer = PipeWriter(fd: ends[1], bytes: Array((long + "\nend\n").utf8))
            let reader = StreamLineReader(fileDescriptor: ends[0])
            #expect(reader.readLine(prompt: "") == .line(long))
            #expect(reader.readLine(prompt: "") == .line("end"))
            #expect(reader.readLine(prompt: "") == .endOfInput)
            writer.join()
        }
    }

    @Suite struct ScriptedLineReaderTests {
        @Test func playsBackItsResultsThenEndsAndRemembersPrompts() {
            let reader = ScriptedLineReader(results: [.line("a"), .interrupted, .line("b")])
            #expect(reader.readLine(prompt: "1") == .line("a"))
            #expect(reader.readLine(prompt: "2") == .interrupted)
            #expect(reader.readLine(prompt: "3") == .line("b"))
            #expect(reader.readLine(prompt: "4") == .endOfInput)
            #expect(reader.prompts == ["1", "2", "3", "4"])
            #expect(ScriptedLineReader(lines: ["x"]).readLine(prompt: "") == .line("x"))
        }
    }

    @Suite struct InterruptFlagTests {
        @Test func takeLowersTheFlag() {
            InterruptFlag.clear()
            #expect(!InterruptFlag.isRequested)
            InterruptFlag.request()
            #expect(InterruptFlag.isRequested)
            #expect(InterruptFlag.take())
            #expect(!InterruptFlag.take())
        }
    }
}

/// Writes to a pipe from another thread, so a write larger than the pipe's buffer
/// does not block the reading test.
struct PipeWriter {
    private var thread: pthread_t

    init(fd: Int32, bytes: [UInt8]) {
        final class Job { let fd: Int32; let bytes: [UInt8]; init(_ fd: Int32, _ b: [UInt8]) { self.fd = fd; bytes = b } }
        let job = Unmanaged.passRetained(Job(fd, bytes)).toOpaque()
        var thread = pthread_t()
        pthread_create(&thread, nil, { raw in
            let job = Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue()
            var offset = 0
            while offset < job.bytes.count {
                let n = job.bytes[offset...].withUnsafeBytes { write(job.fd, $0.baseAddress, $0.count) }
                if n <= 0 { break }
                offset += n
            }
            close(job.fd)
            return nil
        }, job)
        self.thread = thread
    }

    func join() { pthread_join(thread, nil) }
}
