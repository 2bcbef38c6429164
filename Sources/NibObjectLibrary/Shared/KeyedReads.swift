import Foundation
import NibRuntime

/// Typed reads of a named key that check its signature first: a key `keys` rules out is not
/// asked for (the read gives what an absent key gives), so most absent keys cost an `and` and a
/// compare. `keys` is the object's ``NibKeySet`` (`let keys = coder.nibKeys`, once per object).
///
/// ```swift
/// let keys = coder.nibKeys
/// tag = coder.decodeInteger(.uiTag, in: keys)
/// ```
extension NSCoder {
    /// ``nibString(forKey:)``, or nil when `keys` rules the key out.
    @inline(__always)
    package func nibString(_ key: NibKey, in keys: NibKeySet) -> String? {
        keys.mayContain(key) ? nibString(forKey: key.name) : nil
    }

    /// ``decodeString(forKey:)``, or nil when `keys` rules the key out.
    @inline(__always)
    package func decodeString(_ key: NibKey, in keys: NibKeySet) -> String? {
        keys.mayContain(key) ? decodeString(forKey: key.name) : nil
    }

    /// ``nibBool(forKey:)``, or nil when `keys` rules the key out.
    @inline(__always)
    package func nibBool(_ key: NibKey, in keys: NibKeySet) -> Bool? {
        keys.mayContain(key) ? nibBool(forKey: key.name) : nil
    }

    /// `decodeBool(forKey:)`, or false when `keys` rules the key out.
    @inline(__always)
    package func decodeBool(_ key: NibKey, in keys: NibKeySet) -> Bool {
        keys.mayContain(key) && decodeBool(forKey: key.name)
    }

    /// ``nibInt(forKey:)``, or nil when `keys` rules the key out.
    @inline(__always)
    package func nibInt(_ key: NibKey, in keys: NibKeySet) -> Int? {
        keys.mayContain(key) ? nibInt(forKey: key.name) : nil
    }

    /// `decodeInteger(forKey:)`, or 0 when `keys` rules the key out.
    @inline(__always)
    package func decodeInteger(_ key: NibKey, in keys: NibKeySet) -> Int {
        keys.mayContain(key) ? decodeInteger(forKey: key.name) : 0
    }

    /// ``nibDouble(forKey:)``, or nil when `keys` rules the key out.
    @inline(__always)
    package func nibDouble(_ key: NibKey, in keys: NibKeySet) -> Double? {
        keys.mayContain(key) ? nibDouble(forKey: key.name) : nil
    }

    /// ``nibObject(forKey:as:)``, or nil when `keys` rules the key out.
    @inline(__always)
    package func nibObject<T: AnyObject>(_ key: NibKey, as type: T.Type = T.self, in keys: NibKeySet) -> T? {
        keys.mayContain(key) ? nibObject(forKey: key.name, as: type) : nil
    }

    /// `decodeObject(forKey:)`, or nil when `keys` rules the key out.
    @inline(__always)
    package func decodeObject(_ key: NibKey, in keys: NibKeySet) -> Any? {
        keys.mayContain(key) ? decodeObject(forKey: key.name) : nil
    }

    /// ``nibObjects(forKey:)``, or nil when `keys` rules the key out (so that a property keeps
    /// its empty array without being set again).
    @inline(__always)
    package func nibObjects(_ key: NibKey, in keys: NibKeySet) -> [AnyObject]? {
        keys.mayContain(key) ? nibObjects(forKey: key.name) : nil
    }

    /// ``nibRect(forKey:)``, or nil when `keys` rules the key out.
    @inline(__always)
    package func nibRect(_ key: NibKey, in keys: NibKeySet) -> CGRect? {
        keys.mayContain(key) ? nibRect(forKey: key.name) : nil
    }

    /// ``nibSize(forKey:)``, or nil when `keys` rules the key out.
    @inline(__always)
    package func nibSize(_ key: NibKey, in keys: NibKeySet) -> CGSize? {
        keys.mayContain(key) ? nibSize(forKey: key.name) : nil
    }

    /// ``nibPoint(forKey:)``, or nil when `keys` rules the key out.
    @inline(__always)
    package func nibPoint(_ key: NibKey, in keys: NibKeySet) -> CGPoint? {
        keys.mayContain(key) ? nibPoint(forKey: key.name) : nil
    }

    /// ``nibInsets(forKey:)``, or nil when `keys` rules the key out.
    @inline(__always)
    package func nibInsets(_ key: NibKey, in keys: NibKeySet) -> [Double]? {
        keys.mayContain(key) ? nibInsets(forKey: key.name) : nil
    }

    /// `containsValue(forKey:)`, or false when `keys` rules the key out.
    @inline(__always)
    package func containsValue(_ key: NibKey, in keys: NibKeySet) -> Bool {
        keys.mayContain(key) && containsValue(forKey: key.name)
    }

    /// ``nibSkipValue(forKey:)`` unless `keys` rules the key out.
    @inline(__always)
    package func nibSkipValue(_ key: NibKey, in keys: NibKeySet) {
        if keys.mayContain(key) { nibSkipValue(forKey: key.name) }
    }
}

extension NSCoder {
    /// ``nibArchivedNibs(forKey:)``, or nil when `keys` rules the key out.
    @inline(__always)
    package func nibArchivedNibs(_ key: NibKey, in keys: NibKeySet) -> [String: ArchivedNib]? {
        keys.mayContain(key) ? nibArchivedNibs(forKey: key.name) : nil
    }
}

extension NSCoder {
    /// ``nibOptions(forKey:as:)``, or nil when `keys` rules the key out.
    @inline(__always)
    package func nibOptions<Options: OptionSet>(_ key: NibKey, as type: Options.Type = Options.self, in keys: NibKeySet) -> Options? where Options.RawValue == UInt {
        keys.mayContain(key) ? nibOptions(forKey: key.name, as: type) : nil
    }
}

extension NSCoder {
    /// ``nibDecimal(forKey:)``, or nil when `keys` rules the key out.
    @inline(__always)
    package func nibDecimal(_ key: NibKey, in keys: NibKeySet) -> Decimal? {
        keys.mayContain(key) ? nibDecimal(forKey: key.name) : nil
    }
}
