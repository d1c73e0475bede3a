import UIKit

/// The "Card" prototype cell of the gallery: an image above a caption.
final class GalleryCardCell: UICollectionViewCell {

    @IBOutlet private weak var artworkView: UIImageView!
    @IBOutlet private weak var captionLabel: UILabel!

    override init(frame: CGRect) {
        super.init(frame: frame)
        applyCardStyle()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        applyCardStyle()
    }

    private func applyCardStyle() {
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 12
        contentView.layer.masksToBounds = true
    }

    func show(_ card: GalleryCard) {
        artworkView.image = UIImage(systemName: card.symbolName)
        artworkView.tintColor = card.tint
        captionLabel.text = card.title
    }
}
