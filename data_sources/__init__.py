"""One reader per corpus. Readers yield the types of :mod:`recast.types` and do no recasting."""
