import NibDocument
import NibRuntime

/// Errors of one connection (an outlet or a runtime attribute that cannot be set), naming it
/// as Interface Builder does: the connection's id and its file:line:column when the nib came
/// from a document; the source object's archive index for a compiled nib.
extension NibInstantiator {
    func connectionError(_ code: NibLoadingError.Code, _ message: String, source: AnyObject, label: String, isRuntimeAttribute: Bool = false) -> NibLoadingError {
        let index = decoder.archiveIndex(of: source)
        let sourceID = index.flatMap { nib.objectIDs[$0] }
        if let sourceID {
            if isRuntimeAttribute, let attribute = nib.documentRuntimeAttributes.first(where: { $0.objectID == sourceID && $0.keyPath == label }) {
                return NibLoadingError(code: code, message: message, location: attribute.location.description, objectIndex: index, objectID: sourceID)
            }
            if !isRuntimeAttribute, let connection = nib.documentConnections.first(where: { $0.sourceID == sourceID && $0.label == label && $0.isOutletLike }) {
                return NibLoadingError(code: code, message: message, location: connection.location.description, objectIndex: index, objectID: connection.id ?? sourceID)
            }
        }
        return NibLoadingError(code: code, message: message, location: nib.source, objectIndex: index, objectID: sourceID)
    }
}

extension Connection {
    /// An outlet or an outlet collection: set with key-value coding.
    fileprivate var isOutletLike: Bool {
        switch kind {
        case .outlet, .outletCollection: true
        default: false
        }
    }
}
