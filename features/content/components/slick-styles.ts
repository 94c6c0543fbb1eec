// Loaded with the carousel, so pages without one do not pay for its CSS.
import 'slick-carousel/slick/slick.css';
