import ButtonStackBase
/// Gives every character a script, so that runs can be split where the script changes.
enum ScriptItemizer {
    /// Common and Inherited characters (spaces, digits, punctuation, combining marks) take the
    /// script of the run before them, or after them at the start of the text; text made only of
    /// such characters takes the language's usual script.
    /// `raw` holds each character's own script (`ScriptTag.of`), as font choice needs it too.
    static func scripts(resolving raw: [ScriptTag], language: LanguageTag) -> [ScriptTag] {
        var scripts = raw
        guard let firstReal = scripts.firstIndex(where: { !$0.isCommonOrInherited }) else {
            return [ScriptTag](repeating: .usual(for: language), count: raw.count)
        }
        for index in 0..<firstReal { scripts[index] = scripts[firstReal] }
        var current = scripts[firstReal]
        for index in firstReal..<scripts.count {
            if scripts[index].isCommonOrInherited { scripts[index] = current } else { current = scripts[index] }
        }
        return scripts
    }
}
