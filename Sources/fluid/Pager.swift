import Foundation

/// Long reference text at a terminal goes through a pager, as `git help` and IPython's `?`
/// do: `$PAGER` when set (run by the shell, so it may carry options), else `less -R` when it
/// is installed; with neither, or when the pager cannot start, the text is simply printed.
enum Pager {
    /// Shows `text` through the pager; false if there is none (the caller prints it).
    static func show(_ text: String, environment: [String: String]) -> Bool {
        let command: [String]
        if let pager = environment["PAGER"], !pager.trimmingCharacters(in: .whitespaces).isEmpty {
            guard pager != "cat" else { return false }
            command = ["/bin/sh", "-c", pager]
        } else if let less = ["/usr/bin/less", "/bin/less", "/opt/homebrew/bin/less", "/usr/local/bin/less"]
                    .first(where: { FileManager.default.isExecutableFile(atPath: $0) }) {
            command = [less, "-R", "-F", "-X"]
        } else {
            return false
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        let input = Pipe()
        process.standardInput = input
        do {
            try process.run()
        } catch {
            return false
        }
        // The reader may quit before reading it all (q in less): the write then fails, quietly.
        try? input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        return true
    }
}
