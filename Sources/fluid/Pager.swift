/// Long reference text at a terminal goes through a pager, as `git help` and IPython's `?`
/// do: `$PAGER` when set (run by the shell, so it may carry options), else `less -R` when it
/// is installed; with neither, or when the pager cannot start, the text is simply printed.
enum Pager {
    /// Shows `text` through the pager; false if there is none (the caller prints it).
    static func show(_ text: String, environment: [String: String]) -> Bool {
        let command: [String]
        if let pager = environment["PAGER"], !pager.allSatisfy(\.isWhitespace) {
            guard pager != "cat" else { return false }
            command = ["/bin/sh", "-c", pager]
        } else if let less = ["/usr/bin/less", "/bin/less", "/opt/homebrew/bin/less", "/usr/local/bin/less"]
                    .first(where: ProcessControl.isExecutable) {
            command = [less, "-R", "-F", "-X"]
        } else {
            return false
        }
        return ProcessControl.run(command, input: text)
    }
}
