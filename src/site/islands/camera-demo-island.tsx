import { CameraDemo } from "../features/webcam/camera-demo";

/** /webcam's demo viewer: its first frame is the server's; its rotation and clock start once hydrated. */
export default CameraDemo;
