/// A whole JSON document read into a ``JSONValue``, for the other readers of an app's files
/// (an asset catalog's `Contents.json`, an icon font's `meta.json`).
public enum JSONDocument {
    /// The value `bytes` hold: one JSON value and nothing after it but white space.
    /// - Throws: ``JSONDocumentError`` with the byte offset and the problem.
    public static func parse(_ bytes: [UInt8]) throws(JSONDocumentError) -> JSONValue {
        let result: Result<JSONValue, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer)
            do throws(JSONSyntaxError) {
                let value = try scanner.value()
                scanner.skipSpace()
                guard scanner.atEnd else { return .failure(scanner.error("more after the value")) }
                return .success(value)
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let value): return value
        case .failure(let error): throw JSONDocumentError(offset: error.offset, problem: error.problem)
        }
    }
}

/// JSON that cannot be read: where and why.
public struct JSONDocumentError: Error, CustomStringConvertible, Sendable {
    /// The byte offset of the problem.
    public var offset: Int
    /// The problem in words.
    public var problem: String
    public var description: String { "is not valid JSON (\(problem) at byte \(offset))" }
}

extension JSONValue {
    /// The text of a string value.
    public var text: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The items of an array value.
    public var items: [JSONValue]? {
        if case .array(let values) = self { return values }
        return nil
    }
}
