/// Messages about traces, CSV files and the gesture builtins.
extension Messages {
    static let filesUnavailable = Message(.filesUnavailable, "files cannot be read here; build the trace from values, like trace([(0ms, 0pt), (16ms, 12pt)])")
    static func cannotRead(_ path: String, _ reason: String) -> Message { Message(.cannotRead, "cannot read '\(echo(path))': \(reason)") }
    /// The longest path a file may be read by (the usual PATH_MAX).
    static let longestPath = 4096
    static func pathTooLong(_ path: String) -> Message {
        Message(.pathTooLong, cannotRead(path, "a path is at most \(longestPath) bytes; give a shorter one, like \"flick.csv\"").text)
    }

    /// A trace file's mistake on one of its lines: the file and line before its words, its code kept.
    static func csv(_ file: String, _ line: Int, _ message: Message) -> Message { Message(message.code, "\(file):\(line): \(message.text)") }
    static func csvEmpty(_ file: String) -> Message { Message(.csvEmpty, "\(file): the file has no header row; start it with a line like: t (ms), x (pt)") }
    static let csvTimeUnit = Message(.csvTimeUnit, "say the time unit in the header: 't (ms)' or 't (s)'")
    // A trace file's messages name its lines, fields and (once the header reads as a trace's,
    // see TraceCSV.readsAsTrace) its column names; never a field's text, a unit's text or a
    // line of a file that is not a trace, which may be any file a notebook names (`.env`).
    static func csvNoTime(columns: [String]?) -> Message {
        guard let columns else {
            return Message(.csvNoTime, "this is not a trace's header: it names no time column and none of x, y, value, angle, force, scale or position; "
                + "a trace file starts with a line like: t (ms), x (pt)")
        }
        return Message(.csvNoTime, "no time column; name one 't (ms)', 't (s)', 'time (ms)' or 'time (s)' (the columns are: \(columnList(columns)))")
    }
    static func csvNoValues(columns: [String]) -> Message {
        Message(.csvNoValues, "no value column; name one x, y, value, angle, force, scale or position (the columns are: \(columnList(columns)))")
    }
    /// At most 20 column names, each cut to a readable length.
    static func columnList(_ names: [String]) -> String {
        let shown = names.prefix(20).map { echo($0) }
        return shown.joined(separator: ", ") + (names.count > 20 ? ", … (\(names.count) in all)" : "")
    }
    static func csvSeveralValues(_ names: [String]) -> Message {
        Message(.csvSeveralValues, "several value columns (" + names.joined(separator: ", ") + "); "
            + "choose one with column:, like trace(\"file.csv\", column: \"\(names[0])\")")
    }
    static func csvNoColumn(_ name: String, _ names: [String]) -> Message {
        Message(.csvNoColumn, "no column '\(echo(name))'; the columns are " + columnList(names))
    }
    static func csvUnknownUnit(column: String, allowed: String) -> Message {
        Message(.csvUnknownUnit, "the unit of column '\(column)' is not one fluid knows; use \(allowed)")
    }
    /// Two header cells naming one column: by name once the header reads as a trace's, else
    /// by position (1-based).
    static func csvDuplicate(_ name: String?, first: Int, second: Int) -> Message {
        guard let name else { return Message(.csvDuplicate, "columns \(first) and \(second) of the header have the same name") }
        return Message(.csvDuplicate, "the column '\(echo(name))' appears twice (columns \(first) and \(second))")
    }
    static func csvFieldCount(_ got: Int, _ expected: Int) -> Message {
        Message(.csvFieldCount, "this row has \(got) field\(got == 1 ? "" : "s") but the header has \(expected); separate fields with commas")
    }
    static func csvNotNumber(column: String, field: Int) -> Message { Message(.csvNotNumber, "field \(field) (column '\(echo(column))') is not a number") }
    static func csvNotFinite(column: String) -> Message { Message(.csvNotFinite, "the value in column '\(column)' is not a finite number") }
    static func csvNotIncreasing(_ time: String, previous: String) -> Message {
        Message(.csvNotIncreasing, "time \(time) is not after the row before (\(previous)); times must increase")
    }
    static func csvUnits(_ x: String, _ y: String) -> Message { Message(.csvUnits, "x is in \(x) but y is in \(y); give both in the same unit") }
    static func csvNoRows(_ file: String) -> Message { Message(.csvNoRows, "\(file): the file has a header but no rows of numbers") }
    static func csvTooManyColumns(_ count: Int, limit: Int) -> Message {
        Message(.csvTooManyColumns, "the header has \(count) columns; a trace file may have at most \(limit) (keep the time and the value columns)")
    }
    static func csvTooManyRows(_ file: String, limit: Int) -> Message {
        Message(.csvTooManyRows, "\(file): more than \(limit) rows; shorten the file, or raise the limit with `set elements \(raised(limit))`")
    }

    static let traceForms = Message(.traceForms,
                                    "trace takes a list of (time, value) pairs like trace([(0ms, 0pt), (16ms, 12pt)]), "
                                        + "two lists trace(times, values), or a CSV file trace(\"flick.csv\")")
    /// A trace's sample that is wrong, counted from 1, its code kept.
    static func traceSample(_ index: Int, _ detail: Message) -> Message { Message(detail.code, "sample \(index + 1) \(detail.text)") }
    static func traceSampleNotPair(_ kind: String) -> Message {
        Message(.traceSampleNotPair, "must be a (time, value) pair like (16ms, 12pt); got \(kind)")
    }
    static func traceSampleNotTime(_ kind: String) -> Message { Message(.traceSampleNotTime, "needs a time, like 16ms; got \(kind)") }
    static func traceSampleNotValue(_ kind: String) -> Message {
        Message(.traceSampleNotValue, "needs a value (a number, a length, an angle) or a point; got \(kind)")
    }
    static let traceSampleMixed = Message(.traceSampleMixed, "mixes numbers and points; use one kind for every sample")
    static func traceSampleUnlike(_ value: Dimension, first: Dimension) -> Message {
        Message(.traceSampleUnlike, "is \(value.phrase) but the first is \(first.phrase); every value must be alike")
    }
    static func traceCounts(times: Int, values: Int) -> Message {
        Message(.traceCounts, "trace needs one value per time; got \(times) times and \(values) values")
    }
    static let traceEmpty = Message(.traceEmpty, "a trace needs at least one sample")
    static func traceNeedsOneAxis(_ function: String) -> Message {
        Message(.traceNeedsOneAxis, "\(function) needs a trace of one axis; this one has x and y: pass tr.x or tr.y")
    }
    static func traceNeedsTwoAxes(_ function: String) -> Message {
        Message(.traceNeedsTwoAxes, "\(function) needs a trace of points (x and y), like trace(\"pip.csv\") with x and y columns")
    }
    static func traceDimension(_ function: String, expected: String, got: Dimension) -> Message {
        Message(.traceDimension, "\(function) needs a trace of \(expected); this one holds \(got.phrase)")
    }
    static func eventTimes(_ label: String) -> Message { Message(.eventTimes, "\(label) must be a list of times, like [0ms, 350ms]") }
    static func simultaneousEvents(_ a: String, _ b: String, at time: String) -> Message {
        Message(.simultaneousEvents, "'\(a)' and '\(b)' both happen at \(time); give them different times")
    }
    static let noEvents = Message(.noEvents, "give the touch events as lists of times, like down: [0ms], up: [120ms]")
    static func thresholdsOrder(reset: String, confirmation: String, activation: String) -> Message {
        Message(.thresholdsOrder, "the thresholds must satisfy reset < confirmation < activation (the gaps are the hysteresis); "
            + "got \(reset), \(confirmation), \(activation)")
    }
    static func fraction(_ label: String) -> Message { Message(.fraction, "\(label) must be a number from 0 to 1") }
}
