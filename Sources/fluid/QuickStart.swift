/// The two commonest starts, `fluid` and `fluid -e LINE …`, recognised without the
/// argument parser.
///
/// Building ArgumentParser's command tree (reflection and protocol-conformance lookups
/// over every subcommand) took about three quarters of a release build's startup work, more
/// than the notebook itself. Only the plainest arguments are taken here: no arguments at
/// all, or `-e` followed by a value each time, where no value starts with `-`. Anything else
/// (`--help`, `-e -1`, `--width 40 -e 1`, `run …`) goes to the parser, so every message and
/// every corner of parsing stays the parser's.
enum QuickStart {
    /// The lines to evaluate (empty: start the notebook), or nil when the parser must decide.
    static func expressions(in arguments: [String]) -> [String]? {
        guard arguments.count % 2 == 0 else { return nil }
        var expressions: [String] = []
        var index = 0
        while index < arguments.count {
            guard arguments[index] == "-e", !arguments[index + 1].hasPrefix("-") else { return nil }
            expressions.append(arguments[index + 1])
            index += 2
        }
        return expressions
    }
}
