import UIKit

/// One book: its title, a "Favourite" toggle and a way back to the list.
final class DetailViewController: UIViewController {

    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var authorLabel: UILabel!
    @IBOutlet private weak var favouriteButton: UIButton!

    var book = Book(title: "", author: "")
    var onFavouriteChange: ((Bool) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = book.title
        titleLabel.text = book.title
        authorLabel.text = "by \(book.author)"
        showFavourite()
    }

    @IBAction private func toggleFavourite(_ sender: UIButton) {
        book.isFavourite.toggle()
        showFavourite()
        onFavouriteChange?(book.isFavourite)
    }

    @IBAction private func backToList(_ sender: UIButton) {
        navigationController?.popViewController(animated: true)
    }

    private func showFavourite() {
        favouriteButton.setTitle(book.isFavourite ? "★ Favourite" : "☆ Favourite", for: .normal)
    }
}
