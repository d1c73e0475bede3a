import Foundation

/// Checks a binary property list (`bplist00`) before Foundation reads it, so that it cannot
/// take the app down.
///
/// Foundation on Linux crashes while bridging a binary property list that holds a set (a type
/// binary property lists have and XML ones do not), and the keyed archiver's UIDs and ordered
/// sets are no configuration either. So every object of the file's object table is looked at
/// before Foundation parses anything: only the property list types — booleans, integers, reals,
/// dates, data, strings, arrays and dictionaries with string keys — pass, and the top object must
/// be a dictionary. The table is walked once, reading at most a few bytes per object, with every
/// offset and count checked against the file's length.
///
/// Objects may be referenced from several places (writers share equal strings and numbers), and
/// Foundation copies a shared object once per reference while it bridges: arrays that each refer
/// to the next one twice make 2^40 objects out of about 200 bytes. So the graph of references is
/// walked once from the top object, counting what it expands to — every object once per path that
/// reaches it, and the bytes of its strings and data — and a file that expands past
/// ``ConfigurationLimits`` (objects, bytes, nesting depth), or whose objects contain themselves,
/// is refused before Foundation reads it. The walk visits each object once: linear in the file.
///
/// The layout is the one Apple's open-source CoreFoundation writes: the `bplist00` header, the
/// objects, a table of their offsets, and a 32-byte trailer giving the offset and reference sizes,
/// the number of objects, the top object and where the offset table starts.
struct BinaryPropertyListCheck {
    /// Why a binary property list is refused, in words for a ``ConfigurationIssue``.
    struct Refusal: Error, Equatable {
        var message: String
    }

    /// True when `data` is a binary property list (and so must pass ``check(_:)``).
    static func isBinaryPropertyList(_ data: Data) -> Bool {
        data.starts(with: Array("bplist".utf8))
    }

    private let bytes: [UInt8]
    private let offsetSize: Int
    private let referenceSize: Int
    private let objectCount: Int
    private let tableStart: Int

    /// Throws a ``Refusal`` unless `data` is a well-formed `bplist00` whose objects are all
    /// property list types and whose top object is a dictionary.
    static func check(_ data: Data) throws(Refusal) {
        let bytes = [UInt8](data)
        guard bytes.starts(with: Array("bplist00".utf8)) else {
            throw Refusal(message: "the data is not a property list (a binary property list of a version other than bplist00)")
        }
        let trailerSize = 32
        guard bytes.count >= 8 + 1 + trailerSize else { throw malformed("it is too short") }
        let trailer = bytes.count - trailerSize
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw malformed("its trailer gives impossible integer sizes")
        }
        let objectCount = readUnsigned(bytes, at: trailer + 8, size: 8)
        let topObject = readUnsigned(bytes, at: trailer + 16, size: 8)
        let tableStart = readUnsigned(bytes, at: trailer + 24, size: 8)
        // Every count and offset is checked against the length before it is multiplied or used.
        guard let objectCount, let topObject, let tableStart,
              objectCount >= 1, objectCount <= trailer, topObject < objectCount,
              tableStart >= 9, tableStart <= trailer,
              objectCount <= (trailer - tableStart) / offsetSize
        else {
            throw malformed("its trailer points outside the file")
        }
        // As Foundation reads it: the offset table ends where the trailer starts, and references
        // and offsets are wide enough for the number of objects and the size of the object area.
        guard objectCount * offsetSize == trailer - tableStart else {
            throw malformed("its offset table does not end where its trailer starts")
        }
        guard referenceSize >= 8 || objectCount < 1 << (8 * referenceSize),
              offsetSize >= 8 || tableStart < 1 << (8 * offsetSize)
        else {
            throw malformed("its trailer gives integer sizes too small for its objects")
        }
        let checker = BinaryPropertyListCheck(bytes: bytes, offsetSize: offsetSize, referenceSize: referenceSize,
                                              objectCount: objectCount, tableStart: tableStart)
        for object in 0..<objectCount {
            try checker.checkObject(object)
        }
        let topMarker = try checker.marker(of: topObject)
        guard topMarker >> 4 == 0xD else {
            throw Refusal(message: "the root is \(Self.typeName(topMarker)), not a dictionary")
        }
        try checker.checkExpansion(from: topObject)
    }

    private init(bytes: [UInt8], offsetSize: Int, referenceSize: Int, objectCount: Int, tableStart: Int) {
        self.bytes = bytes
        self.offsetSize = offsetSize
        self.referenceSize = referenceSize
        self.objectCount = objectCount
        self.tableStart = tableStart
    }

    private static func malformed(_ reason: String) -> Refusal {
        Refusal(message: "the data is not a property list (a damaged binary property list: \(reason))")
    }

    /// The big-endian unsigned integer of `size` bytes at `offset`, or nil when it does not fit
    /// an `Int` (or lies outside `bytes`).
    private static func readUnsigned(_ bytes: [UInt8], at offset: Int, size: Int) -> Int? {
        guard offset >= 0, size >= 1, size <= 8, offset <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for index in offset..<(offset + size) {
            value = value << 8 | UInt64(bytes[index])
        }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }

    /// Where object `object` starts; it must lie between the header and the offset table.
    private func start(of object: Int) throws(Refusal) -> Int {
        guard let offset = Self.readUnsigned(bytes, at: tableStart + object * offsetSize, size: offsetSize),
              offset >= 8, offset < tableStart
        else {
            throw Self.malformed("object \(object) lies outside the object area")
        }
        return offset
    }

    private func marker(of object: Int) throws(Refusal) -> UInt8 {
        bytes[try start(of: object)]
    }

    /// Refuses object `object` unless it is a property list type; a dictionary's keys must be strings.
    private func checkObject(_ object: Int) throws(Refusal) {
        let offset = try start(of: object)
        let marker = bytes[offset]
        switch marker >> 4 {
        case 0x0:
            guard marker == 0x08 || marker == 0x09 else {
                throw Refusal(message: "object \(object) is \(Self.typeName(marker)), which is not a property list type")
            }
        case 0x1:
            // 1, 2, 4, 8 or 16 bytes, within the object area.
            let size = 1 << Int(marker & 0x0F)
            guard size <= 16, size < tableStart - offset else { throw Self.malformed("object \(object) is an integer of an impossible size") }
        case 0x2:
            guard marker == 0x22 || marker == 0x23, 1 << Int(marker & 0x0F) < tableStart - offset else {
                throw Self.malformed("object \(object) is a real number of an impossible size")
            }
        case 0x4, 0x5, 0xA:
            break
        case 0x6:
            // Foundation's reader fails on an empty UTF-16 string (writers write "" as ASCII).
            guard try contents(of: object).payloadBytes > 0 else {
                throw Self.malformed("object \(object) is an empty UTF-16 string")
            }
        case 0x3:
            guard marker == 0x33, 8 < tableStart - offset else { throw Self.malformed("object \(object) is a date of the wrong size") }
        case 0xD:
            try checkDictionaryKeys(object, at: offset)
        default:
            throw Refusal(message: "object \(object) is \(Self.typeName(marker)), which is not a property list type a configuration can hold")
        }
    }

    private func checkDictionaryKeys(_ object: Int, at offset: Int) throws(Refusal) {
        var position = offset + 1
        var count = Int(bytes[offset] & 0x0F)
        if count == 0x0F {
            // The count follows as an integer object: a 0x1n marker and 2^n bytes.
            let size = position < tableStart ? 1 << Int(bytes[position] & 0x0F) : 0
            guard position < tableStart, bytes[position] >> 4 == 0x1, size <= 8,
                  let longCount = Self.readUnsigned(bytes, at: position + 1, size: size)
            else {
                throw Self.malformed("dictionary \(object) has an unreadable count")
            }
            count = longCount
            position += 1 + size
        }
        // Keys then values, one reference each: they must fit before the offset table.
        guard position <= tableStart, count <= (tableStart - position) / (2 * referenceSize) else {
            throw Self.malformed("dictionary \(object) runs past the object area")
        }
        for key in 0..<count {
            guard let reference = Self.readUnsigned(bytes, at: position + key * referenceSize, size: referenceSize),
                  reference < objectCount
            else {
                throw Self.malformed("dictionary \(object) refers to an object that does not exist")
            }
            let keyMarker = try marker(of: reference)
            guard keyMarker >> 4 == 0x5 || keyMarker >> 4 == 0x6 else {
                throw Refusal(message: "dictionary \(object) has a key that is \(Self.typeName(keyMarker)); keys must be strings")
            }
        }
    }

    // MARK: Expansion

    /// The objects an object refers to (an array's elements, a dictionary's keys and values) and
    /// the bytes of its own payload (a string's or data's contents).
    private func contents(of object: Int) throws(Refusal) -> (children: [Int], payloadBytes: Int) {
        let offset = try start(of: object)
        let marker = bytes[offset]
        let kind = marker >> 4
        guard kind == 0x4 || kind == 0x5 || kind == 0x6 || kind == 0xA || kind == 0xD else { return ([], 0) }
        var position = offset + 1
        var count = Int(marker & 0x0F)
        if count == 0x0F {
            let size = position < tableStart ? 1 << Int(bytes[position] & 0x0F) : 0
            guard position < tableStart, bytes[position] >> 4 == 0x1, size <= 8,
                  let longCount = Self.readUnsigned(bytes, at: position + 1, size: size)
            else {
                throw Self.malformed("object \(object) has an unreadable length")
            }
            count = longCount
            position += 1 + size
        }
        guard position <= tableStart else { throw Self.malformed("object \(object) runs past the object area") }
        let room = tableStart - position
        switch kind {
        case 0x4, 0x5:
            guard count <= room else { throw Self.malformed("object \(object) runs past the object area") }
            return ([], count)
        case 0x6:
            guard count <= room / 2 else { throw Self.malformed("object \(object) runs past the object area") }
            return ([], 2 * count)
        default:
            let references = kind == 0xD ? 2 : 1
            guard count <= room / (references * referenceSize) else {
                throw Self.malformed("object \(object) runs past the object area")
            }
            var children: [Int] = []
            children.reserveCapacity(count * references)
            for index in 0..<(count * references) {
                guard let reference = Self.readUnsigned(bytes, at: position + index * referenceSize, size: referenceSize),
                      reference < objectCount
                else {
                    throw Self.malformed("object \(object) refers to an object that does not exist")
                }
                children.append(reference)
            }
            return (children, 0)
        }
    }

    /// Refuses the file when the tree Foundation would build from `top` — each object copied
    /// once per path that reaches it — exceeds ``ConfigurationLimits``, nests deeper than they
    /// allow, or holds an object that contains itself.
    ///
    /// One depth-first walk with every object's expansion remembered once computed, so each
    /// object and reference is looked at once; sums saturate at the limit, so a graph of 2^40
    /// paths costs as little as its few objects.
    private func checkExpansion(from top: Int) throws(Refusal) {
        let limits = ConfigurationLimits.self
        // Per object: nil while unvisited; the expansion once done. `onPath` marks the objects
        // of the current path (a reference back to one of them is a cycle).
        var expandedObjects = [Int?](repeating: nil, count: objectCount)
        var expandedBytes = [Int](repeating: 0, count: objectCount)
        var onPath = [Bool](repeating: false, count: objectCount)
        var stack: [(object: Int, children: [Int], next: Int)] = []
        func enter(_ object: Int) throws(Refusal) {
            let (children, payload) = try contents(of: object)
            // The stack holds the arrays and dictionaries around `object`.
            guard children.isEmpty || stack.count < limits.maximumDepth else {
                throw Refusal(message: "the property list nests more than \(limits.maximumDepth) arrays and dictionaries deep")
            }
            expandedBytes[object] = payload
            onPath[object] = true
            stack.append((object, children, 0))
        }
        try enter(top)
        while let frame = stack.last {
            if frame.next < frame.children.count {
                let child = frame.children[frame.next]
                stack[stack.count - 1].next += 1
                if onPath[child] {
                    throw Refusal(message: "object \(child) contains itself, which no property list file can describe")
                }
                if expandedObjects[child] == nil { try enter(child) }
                continue
            }
            // Every child is done: add them up, once per reference.
            stack.removeLast()
            var objects = 1
            var bytes = expandedBytes[frame.object]
            for child in frame.children {
                objects = min(objects + (expandedObjects[child] ?? 0), limits.maximumExpandedObjects + 1)
                bytes = min(bytes + expandedBytes[child], limits.maximumExpandedBytes + 1)
            }
            guard objects <= limits.maximumExpandedObjects else {
                throw Refusal(message: "the property list expands to more than \(limits.maximumExpandedObjects) values (a value referenced from several places counts once per reference)")
            }
            guard bytes <= limits.maximumExpandedBytes else {
                throw Refusal(message: "the property list expands to more than \(limits.maximumExpandedBytes) bytes of strings and data (a value referenced from several places counts once per reference)")
            }
            expandedObjects[frame.object] = objects
            expandedBytes[frame.object] = bytes
            onPath[frame.object] = false
        }
    }

    /// What an object is, by its marker byte, for messages.
    static func typeName(_ marker: UInt8) -> String {
        switch marker >> 4 {
        case 0x0: marker == 0x08 || marker == 0x09 ? "a boolean" : marker == 0x00 ? "a null" : "a fill byte"
        case 0x1: "an integer"
        case 0x2: "a real number"
        case 0x3: "a date"
        case 0x4: "data"
        case 0x5, 0x6: "a string"
        case 0x8: "a keyed-archive UID"
        case 0xA: "an array"
        case 0xB: "an ordered set"
        case 0xC: "a set"
        case 0xD: "a dictionary"
        default: "an unknown object (marker 0x\(String(marker, radix: 16, uppercase: true)))"
        }
    }
}
