// Async boundary: shared singletons are negotiated by the federation runtime before app code runs.
import('./bootstrap');
