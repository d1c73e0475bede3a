import UIKit
import WebKit

/// The help pages: local HTML in a `WKWebView`, presented as a sheet with a Done button, as many
/// apps show help, terms or a sign-in page. With a controller, the page's links, fields, check
/// box, menu and button are stops among the native ones; A follows a link or presses a button,
/// and B goes back through the pages the help followed before it closes the sheet.
final class HelpViewController: UIViewController {

    private let webView: WKWebView = {
        let configuration = WKWebViewConfiguration()
        let view = WKWebView(frame: .zero, configuration: configuration)
        view.translatesAutoresizingMaskIntoConstraints = false
        view.accessibilityIdentifier = "help.web"
        return view
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Help"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self,
                                                            action: #selector(done))
        view.addSubview(webView)
        NSLayoutConstraint.activate([
            webView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            webView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            webView.topAnchor.constraint(equalTo: view.topAnchor),
            webView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        loadHelp()
    }

    private func loadHelp() {
        guard let page = Bundle.main.url(forResource: "help", withExtension: "html") else { return }
        webView.loadFileURL(page, allowingReadAccessTo: page.deletingLastPathComponent())
    }

    @objc private func done() {
        dismiss(animated: true)
    }
}
