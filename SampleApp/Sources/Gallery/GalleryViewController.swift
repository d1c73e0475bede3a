import UIKit

/// A two-column grid of 24 cards. Selecting a card shows its name.
final class GalleryViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {

    private let cards = GalleryCard.sample
    private let columns: CGFloat = 2

    // MARK: UICollectionViewDataSource

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        cards.count
    }

    override func collectionView(
        _ collectionView: UICollectionView,
        cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath)
        if let card = cell as? GalleryCardCell {
            card.show(cards[indexPath.item])
        }
        return cell
    }

    // MARK: UICollectionViewDelegate

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        let card = cards[indexPath.item]
        let alert = UIAlertController(title: card.title, message: "You picked \(card.title).", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    // MARK: UICollectionViewDelegateFlowLayout

    func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        guard let flow = collectionViewLayout as? UICollectionViewFlowLayout else {
            return CGSize(width: 170, height: 200)
        }
        let insets = flow.sectionInset.left + flow.sectionInset.right
        let gaps = flow.minimumInteritemSpacing * (columns - 1)
        let width = ((collectionView.bounds.width - insets - gaps) / columns).rounded(.down)
        return CGSize(width: max(width, 100), height: 200)
    }
}
