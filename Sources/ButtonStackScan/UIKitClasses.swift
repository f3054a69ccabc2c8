/// What UIKit's own classes inherit from, for the chains of the app's classes: a method of the
/// app's `extension UIViewController` is one of every `UITableViewController` subclass too,
/// though the app never declares `UITableViewController`.
enum UIKitClasses {
    /// The superclass of UIKit (or SafariServices, MessageUI, SwiftUI's hosting) class `name`,
    /// generic arguments aside (`UIHostingController<Root>`); for a class the scanned code does
    /// not declare (`declared` false) named `…ViewController` (a library's `FormViewController`),
    /// `UIViewController`, as such classes are; nil for any other name.
    static func superclass(of name: String, declared: Bool = true) -> String? {
        let bare = String(name.prefix { $0 != "<" })
        if let known = superclasses[bare] { return known }
        return !declared && bare.hasSuffix("ViewController") && bare != "UIViewController" ? "UIViewController" : nil
    }

    private static let superclasses: [String: String] = [
        "UITableViewController": "UIViewController", "UICollectionViewController": "UIViewController",
        "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
        "UIPageViewController": "UIViewController", "UISplitViewController": "UIViewController",
        "UIAlertController": "UIViewController", "UIActivityViewController": "UIViewController",
        "UISearchController": "UIViewController", "UIInputViewController": "UIViewController",
        "UIDocumentPickerViewController": "UIViewController", "UIDocumentBrowserViewController": "UIViewController",
        "UIHostingController": "UIViewController", "SFSafariViewController": "UIViewController",
        "UIImagePickerController": "UINavigationController", "MFMailComposeViewController": "UINavigationController",
        "MFMessageComposeViewController": "UINavigationController", "UIVideoEditorController": "UINavigationController",
        "UIViewController": "UIResponder",
        "UITableView": "UIScrollView", "UICollectionView": "UIScrollView", "UITextView": "UIScrollView",
        "UIScrollView": "UIView", "UIStackView": "UIView", "UIControl": "UIView", "UILabel": "UIView",
        "UIImageView": "UIView", "UITableViewCell": "UIView", "UICollectionReusableView": "UIView",
        "UICollectionViewCell": "UICollectionReusableView", "UIVisualEffectView": "UIView",
        "UIButton": "UIControl", "UISwitch": "UIControl", "UISegmentedControl": "UIControl", "UITextField": "UIControl",
        "UIView": "UIResponder",
    ]
}
