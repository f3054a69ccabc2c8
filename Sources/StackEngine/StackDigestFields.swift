import ButtonSpec
import ButtonStackBase

/// A stack's look, field by field, into a digest: what ``StackDigest/part(_:)`` takes of the spec.
///
/// Written out rather than printed with `String(reflecting:)`: reflection looked up, for every
/// type it met, four protocol conformances by scanning every conformance record in the binary,
/// 10 of the 63 million instructions of a one-image `render` process. Each value goes in with its
/// kind or its presence first, so two different stacks never feed the same words.
/// ``StackDigest/fields`` lists every stored property and says which are fed here; a test fails
/// when a type gains a property that list does not name.
extension DigestHasher {
    /// The stack's own settings and its buttons' looks; its titles, lines, strings, default
    /// locales, widths and text sizes, font, lint levels and app icons are not fed here
    /// (``StackDigest/part(_:)`` adds the ones that reach a picture, by content).
    mutating func addLook(of stack: StackSpec) {
        add(stack.name)
        add(stack.path)
        add(stack.buttons.count)
        for button in stack.buttons { addLook(of: button) }
        addOptional(stack.spacing) { $0.add($1) }
        addOptional(stack.insets) { $0.add($1) }
        addOptional(stack.minimumTarget) { $0.add($1.width); $0.add($1.height) }
        addOptional(stack.policy) { $0.add($1) }
        addOptional(stack.wrappedTitleAlignment) { $0.add($1.rawValue) }
        addOptional(stack.lineBreakStrategy) { $0.add($1.rawValue) }
        addOptional(stack.heightPolicy) { $0.add($1.rawValue) }
        addOptional(stack.theme) { $0.add($1) }
        addOptional(stack.darkTheme) { $0.add($1) }
        addOptional(stack.platform) { $0.add($1.iOS.major); $0.add($1.iOS.minor) }
        addOptional(stack.shape) { $0.add($1) }
    }

    /// A button without its texts (an image's digest takes them in its locale) or its icon's line:
    /// whether it has a subtitle or a loading title does reach its look.
    private mutating func addLook(of button: ButtonSpec) {
        add(button.path)
        addOptional(button.icon) { $0.add($1) }
        add(button.subtitle == nil ? 0 : 1)
        add(button.loadingTitle == nil ? 0 : 1)
        add(button.style.rawValue)
        add(button.role.rawValue)
        add(button.size.rawValue)
        add(button.disabled ? 1 : 0)
        add(button.loading ? 1 : 0)
        add(button.iconPlacement.rawValue)
        addOptional(button.shape) { $0.add($1) }
    }

    private mutating func add(_ insets: EdgeInsets) {
        add(insets.top)
        add(insets.leading)
        add(insets.bottom)
        add(insets.trailing)
    }

    private mutating func add(_ policy: StackPolicy) {
        switch policy {
        case .dynamic:
            add("dynamic")
        case .sizeClass(let regularWidth):
            add("sizeClass")
            add(regularWidth)
        case .fit(let candidates):
            add("fit")
            add(candidates.count)
            for mode in candidates { add(mode.rawValue) }
        case .textSize(let columnAtPointSize):
            add("textSize")
            add(columnAtPointSize)
        }
    }

    /// The theme's colours and shapes; a backdrop image by kind only (its file is added by content).
    private mutating func add(_ theme: ThemeOverrides) {
        for colour in [theme.background, theme.tint, theme.label, theme.buttonFill, theme.destructive] {
            addOptional(colour) { $0.add(Int($1)) }
        }
        addOptional(theme.cornerRadius) { $0.add($1) }
        addOptional(theme.margin) { $0.add($1) }
        addOptional(theme.backdrop) { hasher, backdrop in
            switch backdrop {
            case .color(let colour):
                hasher.add("color")
                hasher.add(Int(colour))
            case .gradient(let colours):
                hasher.add("gradient")
                hasher.add(colours.count)
                for colour in colours { hasher.add(Int(colour)) }
            case .image:
                hasher.add("image")
            }
        }
    }

    private mutating func add(_ shape: ButtonShape) {
        switch shape {
        case .automatic: add("automatic")
        case .capsule: add("capsule")
        case .circle: add("circle")
        case .roundedRectangle(let radius):
            add("roundedRectangle")
            addOptional(radius) { $0.add($1) }
        }
    }

    /// A title as the spec writes it: its key and table, or its texts by locale (lines left out).
    mutating func add(_ text: LocalizedText) {
        addOptional(text.reference) { hasher, reference in
            hasher.add(reference.key)
            hasher.add(reference.table)
            hasher.add(reference.arguments.count)
            for argument in reference.arguments { hasher.add(argument) }
        }
        add(text.entries.count)
        for entry in text.entries {
            add(entry.locale)
            add(entry.text)
        }
    }

    /// 0 for nil, else 1 and the value: an absent value never feeds what a present one does.
    private mutating func addOptional<Value>(_ value: Value?, _ feed: (inout DigestHasher, Value) -> Void) {
        guard let value else { return add(0) }
        add(1)
        feed(&self, value)
    }
}

extension StackDigest {
    /// Every stored property of the spec's stack, button and theme, with what a digest does with
    /// it: `fed` (by ``DigestHasher/addLook(of:)``) or why it is not. A test compares this with
    /// the types' properties, so that a new property is never silently left out of digests.
    package static let fields: [String: String] = [
        "StackSpec.name": "fed", "StackSpec.path": "fed", "StackSpec.buttons": "fed",
        "StackSpec.spacing": "fed", "StackSpec.insets": "fed", "StackSpec.minimumTarget": "fed",
        "StackSpec.policy": "fed", "StackSpec.wrappedTitleAlignment": "fed",
        "StackSpec.lineBreakStrategy": "fed", "StackSpec.heightPolicy": "fed",
        "StackSpec.theme": "fed", "StackSpec.darkTheme": "fed", "StackSpec.platform": "fed",
        "StackSpec.shape": "fed",
        "StackSpec.locales": "a default of the command line: the images' names say it",
        "StackSpec.widths": "a default of the command line: the images' names say it",
        "StackSpec.textSizes": "a default of the command line: the images' names say it",
        "StackSpec.strings": "the titles' texts are added per locale instead",
        "StackSpec.font": "added by its files' contents in StackDigest.part",
        "StackSpec.lint": "added sorted in StackDigest.part",
        "StackSpec.appIcons": "the used icons' files are added by content in StackDigest.part",
        "ButtonSpec.path": "fed", "ButtonSpec.icon": "fed", "ButtonSpec.style": "fed",
        "ButtonSpec.role": "fed", "ButtonSpec.size": "fed", "ButtonSpec.disabled": "fed",
        "ButtonSpec.loading": "fed", "ButtonSpec.iconPlacement": "fed", "ButtonSpec.shape": "fed",
        "ButtonSpec.subtitle": "fed as present or not; its text is added per locale",
        "ButtonSpec.loadingTitle": "fed as present or not; its text is added per locale",
        "ButtonSpec.title": "its text is added per locale",
        "ButtonSpec.iconLine": "a line number, for messages",
        "ThemeOverrides.background": "fed", "ThemeOverrides.tint": "fed", "ThemeOverrides.label": "fed",
        "ThemeOverrides.buttonFill": "fed", "ThemeOverrides.destructive": "fed",
        "ThemeOverrides.cornerRadius": "fed", "ThemeOverrides.margin": "fed",
        "ThemeOverrides.backdrop": "fed by kind; an image's file by content in StackDigest.part",
        "Platform.iOS": "fed", "OSVersion.major": "fed", "OSVersion.minor": "fed",
        "EdgeInsets.top": "fed", "EdgeInsets.leading": "fed", "EdgeInsets.bottom": "fed", "EdgeInsets.trailing": "fed",
        "Size.width": "fed", "Size.height": "fed",
        "LocalizedText.entries": "fed by the run's record; an image's digest takes the text in its locale",
        "LocalizedText.reference": "fed by the run's record; an image's digest takes the text in its locale",
        "Entry.locale": "fed by the run's record", "Entry.text": "fed by the run's record",
        "Entry.line": "a line number, for messages",
        "StringReference.key": "fed by the run's record", "StringReference.table": "fed by the run's record",
        "StringReference.arguments": "fed by the run's record", "StringReference.line": "a line number, for messages",
        "FontSpec.regular": "fed in StackDigest.part", "FontSpec.bold": "fed in StackDigest.part",
        "FontSpec.tracking": "fed in StackDigest.part", "FontSpec.path": "where it is written, for messages",
        "File.path": "fed by content in StackDigest.part", "File.faceIndex": "fed in StackDigest.part",
        "File.axes": "fed in StackDigest.part", "File.instance": "fed in StackDigest.part",
        "File.line": "a line number, for messages",
    ]
}
