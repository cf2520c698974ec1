extension Help {
    /// `help framer`: the entry of the name it became (`OldNames`), saying that the word asked
    /// for is its old name; nil for a name that was never renamed. Each dotted part is read as
    /// a member would be, so `help framerRestDuration` and `help framer.spring` answer too.
    static func oldName(_ name: String) -> HelpEntry? {
        let current = name.split(separator: ".", omittingEmptySubsequences: false)
            .map { OldNames.current(String($0), member: true) }.joined(separator: ".")
        guard current != name, var entry = entry(current) else { return nil }
        entry.summary = "\(name) is the old name of \(current), still read as it. " + entry.summary
        return entry
    }
}
