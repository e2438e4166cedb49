// Async boundary so shared singletons are negotiated before the standalone page runs.
import('./bootstrap');
