import UIKit

/// A plain table of books in four sections. Selecting a row pushes the detail screen through the
/// storyboard's "showDetail" segue.
final class LibraryViewController: UITableViewController {

    private var shelves = Shelf.sample
    private var selectedPath: IndexPath?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let path = tableView.indexPathForSelectedRow {
            tableView.deselectRow(at: path, animated: animated)
        }
    }

    // MARK: UITableViewDataSource

    override func numberOfSections(in tableView: UITableView) -> Int {
        shelves.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shelves[section].books.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        shelves[section].title
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        let book = shelves[indexPath.section].books[indexPath.row]
        cell.textLabel?.text = book.isFavourite ? "★ \(book.title)" : book.title
        cell.detailTextLabel?.text = book.author
        return cell
    }

    // MARK: UITableViewDelegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectedPath = indexPath
        performSegue(withIdentifier: "showDetail", sender: self)
    }

    // MARK: Navigation

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showDetail",
              let detail = segue.destination as? DetailViewController,
              let path = selectedPath
        else { return }
        detail.book = shelves[path.section].books[path.row]
        detail.onFavouriteChange = { [weak self] isFavourite in
            guard let self else { return }
            self.shelves[path.section].books[path.row].isFavourite = isFavourite
            self.tableView.reloadRows(at: [path], with: .none)
        }
    }
}
