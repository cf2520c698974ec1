/// Messages about traces, CSV files and the gesture builtins.
extension Messages {
    static let filesUnavailable = "files cannot be read here; build the trace from values, like trace([(0ms, 0pt), (16ms, 12pt)])"
    static func cannotRead(_ path: String, _ reason: String) -> String { "cannot read '\(echo(path))': \(reason)" }
    /// The longest path a file may be read by (the usual PATH_MAX).
    static let longestPath = 4096
    static let pathTooLong = "a path is at most \(longestPath) bytes; give a shorter one, like \"flick.csv\""

    static func csv(_ file: String, _ line: Int, _ message: String) -> String { "\(file):\(line): \(message)" }
    static func csvEmpty(_ file: String) -> String { "\(file): the file has no header row; start it with a line like: t (ms), x (pt)" }
    static let csvTimeUnit = "say the time unit in the header: 't (ms)' or 't (s)'"
    // A trace file's messages name its lines, fields and (once the header reads as a trace's,
    // see TraceCSV.readsAsTrace) its column names; never a field's text, a unit's text or a
    // line of a file that is not a trace, which may be any file a notebook names (`.env`).
    static func csvNoTime(columns: [String]?) -> String {
        guard let columns else {
            return "this is not a trace's header: it names no time column and none of x, y, value, angle, force, scale or position; "
                + "a trace file starts with a line like: t (ms), x (pt)"
        }
        return "no time column; name one 't (ms)', 't (s)', 'time (ms)' or 'time (s)' (the columns are: \(columnList(columns)))"
    }
    static func csvNoValues(columns: [String]) -> String {
        "no value column; name one x, y, value, angle, force, scale or position (the columns are: \(columnList(columns)))"
    }
    /// At most 20 column names, each cut to a readable length.
    static func columnList(_ names: [String]) -> String {
        let shown = names.prefix(20).map { echo($0) }
        return shown.joined(separator: ", ") + (names.count > 20 ? ", … (\(names.count) in all)" : "")
    }
    static func csvSeveralValues(_ names: [String]) -> String {
        "several value columns (" + names.joined(separator: ", ") + "); choose one with column:, like trace(\"file.csv\", column: \"\(names[0])\")"
    }
    static func csvNoColumn(_ name: String, _ names: [String]) -> String {
        "no column '\(echo(name))'; the columns are " + columnList(names)
    }
    static func csvUnknownUnit(column: String, allowed: String) -> String {
        "the unit of column '\(column)' is not one fluid knows; use \(allowed)"
    }
    /// Two header cells naming one column: by name once the header reads as a trace's, else
    /// by position (1-based).
    static func csvDuplicate(_ name: String?, first: Int, second: Int) -> String {
        guard let name else { return "columns \(first) and \(second) of the header have the same name" }
        return "the column '\(echo(name))' appears twice (columns \(first) and \(second))"
    }
    static func csvFieldCount(_ got: Int, _ expected: Int) -> String {
        "this row has \(got) field\(got == 1 ? "" : "s") but the header has \(expected); separate fields with commas"
    }
    static func csvNotNumber(column: String, field: Int) -> String { "field \(field) (column '\(echo(column))') is not a number" }
    static func csvNotFinite(column: String) -> String { "the value in column '\(column)' is not a finite number" }
    static func csvNotIncreasing(_ time: String, previous: String) -> String {
        "time \(time) is not after the row before (\(previous)); times must increase"
    }
    static func csvUnits(_ x: String, _ y: String) -> String { "x is in \(x) but y is in \(y); give both in the same unit" }
    static func csvNoRows(_ file: String) -> String { "\(file): the file has a header but no rows of numbers" }
    static func csvTooManyColumns(_ count: Int, limit: Int) -> String {
        "the header has \(count) columns; a trace file may have at most \(limit) (keep the time and the value columns)"
    }
    static func csvTooManyRows(_ file: String, limit: Int) -> String { "\(file): more than \(limit) rows; shorten the file, or raise the limit with `set elements \(raised(limit))`" }

    static let traceForms = "trace takes a list of (time, value) pairs like trace([(0ms, 0pt), (16ms, 12pt)]), two lists trace(times, values), or a CSV file trace(\"flick.csv\")"
    static func traceSample(_ index: Int, _ detail: String) -> String { "sample \(index + 1) \(detail)" }
    static func traceNeedsOneAxis(_ function: String) -> String {
        "\(function) needs a trace of one axis; this one has x and y: pass tr.x or tr.y"
    }
    static func traceNeedsTwoAxes(_ function: String) -> String {
        "\(function) needs a trace of points (x and y), like trace(\"pip.csv\") with x and y columns"
    }
    static func traceDimension(_ function: String, expected: String, got: Dimension) -> String {
        "\(function) needs a trace of \(expected); this one holds \(got.phrase)"
    }
    static func eventTimes(_ label: String) -> String { "\(label) must be a list of times, like [0ms, 350ms]" }
    static func simultaneousEvents(_ a: String, _ b: String, at time: String) -> String {
        "'\(a)' and '\(b)' both happen at \(time); give them different times"
    }
    static let noEvents = "give the touch events as lists of times, like down: [0ms], up: [120ms]"
    static func thresholdsOrder(reset: String, confirmation: String, activation: String) -> String {
        "the thresholds must satisfy reset < confirmation < activation (the gaps are the hysteresis); got \(reset), \(confirmation), \(activation)"
    }
    static func fraction(_ label: String) -> String { "\(label) must be a number from 0 to 1" }
}
