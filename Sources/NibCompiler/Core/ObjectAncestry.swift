import NibDocument

extension Compilation {
    /// The objects that enclose `object`, nearest first: its parent, the parent's parent, and so
    /// on. At most as many as the document has objects, so a parent chain that loops (a legacy
    /// archive's object records name parents by reference) ends instead of running forever.
    func ancestors(of object: DocumentObject) -> UnfoldSequence<DocumentObject, (String?, Int)> {
        let (document, limit) = (self.document, self.document.objects.count)
        return sequence(state: (object.parentID, 0)) { state in
            guard state.1 < limit, let id = state.0, let parent = document.object(id: id) else { return nil }
            state = (parent.parentID, state.1 + 1)
            return parent
        }
    }
}
