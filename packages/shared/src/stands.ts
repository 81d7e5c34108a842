/** A hall's code as venues, stands and exhibitor entries spell it ("1", "A", "8B"). */
export const HALL_CODE = /^[0-9A-Za-z]{1,10}$/;

/** A stand's number within its hall ("B12", "12-14"). */
export const STAND_NUMBER = /^[0-9A-Za-z-]{1,10}$/;

/** A stand as visitors read it on the floor and in the catalogue: hall code, a dot, the stand number ("1.B12"). */
export const standLabel = (hall: string, stand: string) => `${hall}.${stand}`;
