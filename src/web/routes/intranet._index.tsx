import { redirect } from "react-router";
import { FIRST_TAB } from "../features/intranet/tabs";

export const loader = () => redirect(FIRST_TAB);
